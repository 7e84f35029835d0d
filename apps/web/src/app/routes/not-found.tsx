import { Button, Container, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';

export default function NotFoundPage() {
  return (
    <Container size="sm" py={80} ta="center">
      <Text fz={72} fw={800} c="monte.9" aria-hidden>
        404
      </Text>
      <Title order={1} mb="sm">
        Página No Encontrada
      </Title>
      <Text mb="xl">La página que buscás no existe o fue movida.</Text>
      <Button component={Link} to={paths.home}>
        Volver al inicio
      </Button>
    </Container>
  );
}

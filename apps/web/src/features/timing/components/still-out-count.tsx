import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useStillOut } from '../api/get-still-out.ts';

/** 'En carrera: 23' on the timing screen, a link to the list (decision 013); nothing until it is known. */
export function StillOutCount({ eventId }: { eventId: number }) {
  const { data } = useStillOut(eventId);
  if (!data) return null;
  return (
    <Anchor component={Link} to={paths.admin.stillOut(eventId)} fw={700} size="sm">
      En carrera: {data.count}
    </Anchor>
  );
}

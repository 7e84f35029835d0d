import { whatsappLink } from '@carreras/domain/places/whatsapp';
import { Anchor, Group } from '@mantine/core';

/** Real share destinations (the spec leaves them open): no paid API, each opens with the text and the address. */
export function shareLinks(text: string, url: string) {
  const message = `${text} ${url}`;
  return {
    whatsapp: whatsappLink(null, message),
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    x: `https://twitter.com/intent/tweet?text=${encodeURIComponent(message)}`,
  };
}

/** 'Compartir en WhatsApp', 'en Facebook' and 'en X', each in a new tab: the inscription page and a rider's result. */
export function ShareLinks({ text, url }: { text: string; url: string }) {
  const links = shareLinks(text, url);
  return (
    <Group gap="md">
      <Anchor href={links.whatsapp} target="_blank" rel="noopener noreferrer">
        Compartir en WhatsApp
      </Anchor>
      <Anchor href={links.facebook} target="_blank" rel="noopener noreferrer">
        Compartir en Facebook
      </Anchor>
      <Anchor href={links.x} target="_blank" rel="noopener noreferrer">
        Compartir en X
      </Anchor>
    </Group>
  );
}

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { ShareLinks } from './share-links.tsx';

describe('ShareLinks', () => {
  it('opens WhatsApp, Facebook and X in a new tab with the text and the address', () => {
    const url = 'https://carreras.example/resultados/3/12';
    renderWithProviders(<ShareLinks text="Ana terminó la 6ª edición (33 km) en 1:02:03." url={url} />);
    const whatsapp = screen.getByRole('link', { name: 'Compartir en WhatsApp' });
    const message = new URL(whatsapp.getAttribute('href') as string).searchParams.get('text');
    expect(message).toBe(`Ana terminó la 6ª edición (33 km) en 1:02:03. ${url}`);
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    const facebook = new URL(
      screen.getByRole('link', { name: 'Compartir en Facebook' }).getAttribute('href') as string,
    );
    expect(facebook.searchParams.get('u')).toBe(url);
    const x = new URL(screen.getByRole('link', { name: 'Compartir en X' }).getAttribute('href') as string);
    expect(x.searchParams.get('text')).toBe(message);
    for (const link of screen.getAllByRole('link')) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });
});

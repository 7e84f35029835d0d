import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { Pager, pageWindow, totalPagesOf } from './pager.tsx';

describe('pageWindow', () => {
  it('offers at most 5 pages, centred on the current one and kept inside the range', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 12)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
  });

  it('counts pages of 10', () => {
    expect(totalPagesOf(0, 10)).toBe(1);
    expect(totalPagesOf(10, 10)).toBe(1);
    expect(totalPagesOf(11, 10)).toBe(2);
  });
});

describe('Pager', () => {
  it('is not shown for a single page', () => {
    renderWithProviders(<Pager page={1} totalPages={1} onChange={() => {}} />);
    expect(screen.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
  });

  it('shows 5 page buttons out of 9 and moves to the chosen page', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Pager page={1} totalPages={9} onChange={onChange} />);
    expect(screen.getAllByRole('button', { name: /^Página/ })).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Página 4' }));
    expect(onChange).toHaveBeenCalledWith(4);
  });
});

import { act, render } from '@testing-library/react';
import { createMemoryRouter, type NavigateFunction, RouterProvider, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top.tsx';

let navigate: NavigateFunction;
function Page() {
  navigate = useNavigate();
  return (
    <>
      <ScrollToTop />
      <p>página</p>
    </>
  );
}

let scrollTo: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  scrollTo.mockRestore();
});

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  scrollTo.mockClear();
}

describe('ScrollToTop', () => {
  it('opens the page a redirect or a link leads to at its top', async () => {
    renderAt('/register');
    await act(async () => navigate('/races/register', { replace: true }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    await act(async () => navigate('/profile'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves back and forward, a new query and a #fragment to the browser', async () => {
    renderAt('/admin/runners');
    await act(async () => navigate('/admin/runners?page=2', { replace: true }));
    await act(async () => navigate('/results/3#general'));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(async () => navigate('/admin/runners/7'));
    scrollTo.mockClear();
    await act(async () => navigate(-1));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

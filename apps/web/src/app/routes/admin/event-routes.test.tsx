import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { AdminEventTimingRedirect } from './event-detail.tsx';

function Where() {
  return <p>{useLocation().pathname}</p>;
}

describe('event routes missing from the route table (D16)', () => {
  it('opens the timing of the event from /admin/events/{eventId}/timing', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/admin/events/:eventId/timing" element={<AdminEventTimingRedirect />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { route: '/admin/events/12/timing' },
    );
    expect(await screen.findByText('/admin/timing/12')).toBeInTheDocument();
  });
});

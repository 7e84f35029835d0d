import { z } from '../zod.ts';

/** Answer of GET /api/admin/dashboard/stats: the counts the back-office home shows. */
export const dashboardStatsSchema = z.object({ totalRunners: z.number() });

export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

import { dashboardAnswer } from '@app/shared/contracts/dashboard';
import { answers } from '@app/shared/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { DashboardService } from './dashboard-service.ts';

/** `GET /api/v1/dashboard`: any signed-in user, its own figures (the service picks them by role and company). */
export function dashboardRoutes(app: FastifyInstance, dashboard: DashboardService) {
  app.get('/api/v1/dashboard', { schema: { tags: ['dashboard'], response: answers({ 200: dashboardAnswer }) } }, async (req) => ({ dashboard: await dashboard.forCaller(req.auth), msg: 'OK' }));
}

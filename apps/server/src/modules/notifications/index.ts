import { addLiveSource } from '../../lib/live-stream.ts';
import { defineModule } from '../app-module.ts';
import { registerDeliveryJobs } from './delivery-jobs.ts';
import { noticeHooks } from './notice-hooks.ts';
import { notificationChannel } from './notification-channel.ts';
import { notificationRoutes } from './notification-routes.ts';
import { notificationService } from './notification-service.ts';
import { telegramApi } from './telegram-api.ts';
import { telegramRoutes } from './telegram-routes.ts';
import { telegramService } from './telegram-service.ts';

export { seedNotifications } from './notification-seed.ts';
export { notify } from './notify.ts';

/**
 * Notifications (DOMAIN.md "Notifications"): stored per company and topic, listed in the header bell, pushed live
 * on the user's event stream (`notification` events) across processes, and delivered by email or Telegram per the
 * user's preference through retried jobs. Other modules produce them by calling `notify(tx, …)` of
 * notify.ts inside their own transaction.
 */
export default defineModule({
  name: 'notifications',
  hooks: noticeHooks,
  async register(app, { db, config, mail, jobs }) {
    const channel = notificationChannel(db.$client, (msg) => app.log.warn(msg));
    await channel.start();
    app.addHook('onClose', () => channel.close());
    const service = notificationService(db, channel);
    addLiveSource(db, service.liveSource);
    notificationRoutes(app, service);

    const telegram = telegramService(db, telegramApi(config.notifications.telegramApiUrl));
    telegramRoutes(app, telegram);
    registerDeliveryJobs(app, jobs, { db, config, mail, telegram });
  },
});

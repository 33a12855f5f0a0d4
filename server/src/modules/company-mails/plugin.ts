import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { companyTimeCounted } from '../time-reports';
import { createReportMailScheduler, hoursLimitCheck } from './report-mail';

/**
 * The company e-mails (report-mail.ts): the timed passes (COMPANY_MAIL_SCHEDULER) and, right when a company's
 * counted time changes (the time-reports module announces it), the 80 % / 100 % package warning.
 */
export const companyMailPlugin: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  ctx.hooks.on(companyTimeCounted, async (at, companyId) => {
    await hoursLimitCheck(at, companyId);
  });
  const scheduler = createReportMailScheduler(ctx, app.log);
  if (ctx.config.companyMail.scheduler) {
    app.addHook('onReady', async () => scheduler.start());
    app.addHook('onClose', async () => scheduler.stop());
  }
};

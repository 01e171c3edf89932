import { API_PATHS } from '@plotline/contract/api-paths';
import {
  FEEDBACK_ATTACHMENT_MAX_BYTES,
  FEEDBACK_MAX_ATTACHMENTS,
  FeedbackSent,
} from '@plotline/contract/feedback';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { readMultipartBody } from '../../platform/files/multipart-body.ts';
import { requestLanguage } from '../../platform/i18n/translate.ts';
import {
  createSmtpTransport,
  type MailOutbox,
  startMailOutbox,
} from '../../platform/mail/mail-outbox.ts';
import { createFeedback } from './create-feedback.ts';
import { checkAttachedWorkbooks, SendFeedbackBody } from './feedback-attachment.ts';

const SEND_HELP =
  'multipart/form-data: `message` (required, trimmed, at most 5000 characters), an optional ' +
  `\`page\`, and up to ${FEEDBACK_MAX_ATTACHMENTS} \`attachments\` parts (XLSX, PNG or JPEG, ` +
  `recognised by their bytes; at most ${FEEDBACK_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB each; ` +
  'a workbook that unpacks beyond the limits of decision 025 is refused). ' +
  'Stored; mailed to the support address when SMTP is configured (decision 022).';

/**
 * The feedback dialog's endpoint (spec §7 `mail_app/feedback_service/send_feedback/`): any
 * signed-in user. When SMTP_URL is set the plugin also runs the mail outbox worker from
 * ready to close; otherwise feedback is only stored.
 */
export const feedbackRoutes: FastifyPluginAsyncZod<{
  db: Db;
  files: FileStore;
  config: Config;
}> = async (app, { db, files, config }) => {
  const mail = config.SMTP_URL && config.FEEDBACK_TO ? { to: config.FEEDBACK_TO } : undefined;
  let outbox: MailOutbox | undefined;
  if (config.SMTP_URL && mail) {
    const transport = createSmtpTransport(config.SMTP_URL);
    const deps = { db, files, transport, from: config.MAIL_FROM };
    app.addHook('onReady', async () => {
      outbox = startMailOutbox(deps, app.log);
    });
    app.addHook('onClose', async () => {
      await outbox?.stop();
    });
  } else {
    app.log.info('feedback mail is off (no SMTP_URL): feedback is only stored');
  }

  app.post(
    `/${API_PATHS.feedback}`,
    {
      preValidation: readMultipartBody({
        maxBytes: FEEDBACK_ATTACHMENT_MAX_BYTES,
        lists: { attachments: FEEDBACK_MAX_ATTACHMENTS },
      }),
      schema: {
        tags: ['feedback'],
        description: SEND_HELP,
        consumes: ['multipart/form-data'],
        body: SendFeedbackBody,
        response: { 201: FeedbackSent },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await checkAttachedWorkbooks(request.body.attachments, requestLanguage(request));
      const userAgent = request.headers['user-agent'];
      const sent = await createFeedback({ db, files, mail }, user, { ...request.body, userAgent });
      outbox?.wake();
      return reply.code(201).send(sent);
    },
  );
};

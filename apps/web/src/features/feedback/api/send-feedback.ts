import { API_PATHS } from '@plotline/contract/api-paths';
import type { FeedbackSent } from '@plotline/contract/feedback';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { toFormData } from '#src/lib/to-form-data.ts';

export type FeedbackInput = { message: string; page?: string; attachments: readonly File[] };

/**
 * Multipart `POST mail_app/feedback_service/send_feedback/`: `message`, `page` and one
 * `attachments` part per file.
 */
export function sendFeedback({ message, page, attachments }: FeedbackInput) {
  const form = toFormData({ message, page });
  for (const file of attachments) form.append('attachments', file, file.name);
  return apiClient.post<FeedbackSent>(API_PATHS.feedback, form);
}

/** Sends a feedback; nothing to reload afterwards. */
export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}

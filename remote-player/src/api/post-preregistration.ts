import { apiRequest } from '@site/shared/core';
import { useMutation } from '@tanstack/react-query';
import type { Area, Layout } from '../lib/site-paths';

export interface PreregistrationInput {
  email: string;
  platform: Layout;
  source: Area;
  campaign?: string;
}

export interface PreregistrationResult {
  registered: boolean;
  alreadyRegistered: boolean;
}

/** POST /customer/MailCol: idempotent, a repeat answers alreadyRegistered. */
export function postPreregistration(input: PreregistrationInput): Promise<PreregistrationResult> {
  const body: PreregistrationInput = {
    email: input.email.trim(),
    platform: input.platform,
    source: input.source,
  };
  if (input.campaign) body.campaign = input.campaign;
  return apiRequest<PreregistrationResult>('/customer/MailCol', { method: 'POST', body });
}

export function usePostPreregistration() {
  return useMutation({ mutationKey: ['player', 'preregistration'], mutationFn: postPreregistration });
}

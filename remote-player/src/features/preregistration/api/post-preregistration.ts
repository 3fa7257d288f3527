import { apiRequest } from '@site/shared/core';
import { useMutation } from '@tanstack/react-query';
import type { PreregistrationInput, PreregistrationResult } from '@site/contracts/api/customer';

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

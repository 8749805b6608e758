import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { BillingPayload } from '../../../common/api/billing';
import { currentUserKey } from '../../api/current-user';
import { useFlash } from '../../ui/flash/flash-context';
import { subscribe } from './subscribe-api';

/** 16 random bytes in hex (getRandomValues works on plain-HTTP hosts, randomUUID does not). */
function newAttemptKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * POST /stripe/subscription, then the notifications page. Every request of one
 * attempt carries the same Idempotency-Key, so a double submit subscribes once; a failed attempt
 * takes a new key, so the corrected form is not answered with the old failure.
 */
export function useSubscribe() {
  const { t } = useTranslation();
  const flash = useFlash();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const attempt = useRef(newAttemptKey());
  return async (payload: Omit<BillingPayload, 'billing_frequency'>) => {
    try {
      const user = await subscribe(payload, attempt.current);
      queryClient.setQueryData(currentUserKey, user);
      flash.success(t('subscribe.done'));
      await navigate('/notifications');
    } catch (error) {
      attempt.current = newAttemptKey();
      throw error;
    }
  };
}

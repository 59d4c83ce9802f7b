import { type QueryClient, useIsMutating, useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

export const signOutStaff = () => api('POST /api/staff/sign-out');

/**
 * While a sign-out is under way the session ends on purpose: the live stream hears it and requests
 * are refused, and none of that may read as an expired session.
 */
const SIGN_OUT_KEY = ['staff-sign-out'] as const;

export const useSignOutStaff = () => useMutation({ mutationKey: SIGN_OUT_KEY, mutationFn: signOutStaff });

export const useSigningOut = () => useIsMutating({ mutationKey: SIGN_OUT_KEY }) > 0;

export const signingOut = (queryClient: QueryClient) =>
  queryClient.isMutating({ mutationKey: SIGN_OUT_KEY }) > 0;

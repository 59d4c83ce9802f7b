import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerProfile } from '#shared/api/customer.ts';
import { customerMeQueryOptions } from '#web/features/store/shared/api/customer-me.ts';
import { api } from '#web/lib/api.ts';

export const updateProfile = (fullName: string) => api('PUT /api/customer/profile', { body: { fullName } });

/** The header and checkout read the profile from the "who is signed in" answer: update it in place. */
export function profileSaved(queryClient: QueryClient, profile: CustomerProfile) {
  queryClient.setQueryData(customerMeQueryOptions().queryKey, { profile });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => profileSaved(queryClient, profile),
  });
}

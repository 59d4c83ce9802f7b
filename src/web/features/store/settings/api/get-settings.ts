import { useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '#shared/api/settings.ts';
import { takeBootData } from '#web/lib/boot-data.ts';
import { settingsQueryOptions } from '#web/lib/get-settings.ts';

const bootSettings = takeBootData<PublicSettings>('settings');
const bootedAt = Date.now();

/** The settings as the page was rendered with them, then read again once a minute old. */
export const useSettings = () =>
  useQuery({
    ...settingsQueryOptions(),
    staleTime: 60_000,
    initialData: bootSettings,
    initialDataUpdatedAt: bootSettings ? bootedAt : undefined,
  });

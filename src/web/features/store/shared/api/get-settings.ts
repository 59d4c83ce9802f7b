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
    // Asked even when the browser says it is offline: the service worker answers with the copy it
    // kept (docs/decisions/024-installable-app.md).
    networkMode: 'offlineFirst',
    initialData: bootSettings,
    initialDataUpdatedAt: bootSettings ? bootedAt : undefined,
  });

import { useQuery } from '@tanstack/react-query';
import { settingsQueryOptions } from '#web/lib/get-settings.ts';

/**
 * The settings as the board needs them (busy mode, the shop's time zone). Read again every minute
 * so busy mode started on another device shows here too; a change made here shows at once.
 */
export const useBoardSettings = () => useQuery({ ...settingsQueryOptions(), refetchInterval: 60_000 });

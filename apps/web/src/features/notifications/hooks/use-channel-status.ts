import { create } from 'zustand';
import type { ChannelStatus } from '../utils/reconnect-policy.ts';

/** The real-time channel's state (spec §4), for the bell to show. */
export const useChannelStatus = create<{ status: ChannelStatus }>()(() => ({
  status: 'disconnected',
}));

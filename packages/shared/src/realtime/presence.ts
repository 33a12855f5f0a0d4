/**
 * Presence for remotes without touching the socket (ARCHITECTURE §4): the shell provides the implementation once
 * real time is connected; a screen calls `usePresence(channel)` to learn who else is there and who is typing.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

export interface PresenceMember {
  id: number;
  firstname: string;
  lastname: string;
}

export interface PresenceCallbacks {
  onMembers: (members: PresenceMember[]) => void;
  /** A client event from another member (never echoed to the sender). */
  onWhisper: (event: string, data: unknown) => void;
}

export interface PresenceHandle {
  whisper: (event: string, data: unknown) => void;
  leave: () => void;
}

/** `channel` is the full name, e.g. `presence-ticket.4711`. */
export type PresenceJoiner = (channel: string, callbacks: PresenceCallbacks) => PresenceHandle;

let joiner: PresenceJoiner | null = null;
const listeners = new Set<() => void>();

/** Called by the shell when the connection is up (and with null when it goes down). */
export function providePresence(next: PresenceJoiner | null): void {
  joiner = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const TYPING_EVENT = 'typing';
const TYPING_TTL_MS = 6_000;

export interface PresenceState {
  /** Everyone on the channel except the current user. */
  others: PresenceMember[];
  /** Members who whispered that they are typing in the last few seconds. */
  typing: PresenceMember[];
  /** Tell the others whether this user is typing. */
  setTyping: (typing: boolean) => void;
  connected: boolean;
}

export function usePresence(channel: string | null, selfId: number | null): PresenceState {
  const current = useSyncExternalStore(
    subscribe,
    () => joiner,
    () => null,
  );
  const [members, setMembers] = useState<PresenceMember[]>([]);
  const [typingIds, setTypingIds] = useState<Map<number, number>>(new Map());
  const handle = useRef<PresenceHandle | null>(null);

  useEffect(() => {
    if (!current || !channel) return;
    handle.current = current(channel, {
      onMembers: setMembers,
      onWhisper: (event, data) => {
        if (event !== TYPING_EVENT) return;
        const { id, typing } = (data ?? {}) as { id?: number; typing?: boolean };
        if (typeof id !== 'number') return;
        setTypingIds((previous) => {
          const next = new Map(previous);
          if (typing) next.set(id, Date.now());
          else next.delete(id);
          return next;
        });
      },
    });
    return () => {
      handle.current?.leave();
      handle.current = null;
      setMembers([]);
      setTypingIds(new Map());
    };
  }, [current, channel]);

  // Forget typers who went quiet without saying so (closed tab, lost connection).
  useEffect(() => {
    if (typingIds.size === 0) return;
    const timer = setInterval(() => {
      const cutoff = Date.now() - TYPING_TTL_MS;
      setTypingIds((previous) => new Map([...previous].filter(([, at]) => at > cutoff)));
    }, 1_000);
    return () => clearInterval(timer);
  }, [typingIds.size]);

  const setTyping = useCallback((typing: boolean) => handle.current?.whisper(TYPING_EVENT, { id: selfId, typing }), [selfId]);
  const others = members.filter((member) => member.id !== selfId);
  return { others, typing: others.filter((member) => typingIds.has(member.id)), setTyping, connected: !!current };
}

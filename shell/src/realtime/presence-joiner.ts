/** Presence channels over the shell's Echo connection, handed to remotes through @helpdesk/shared. */
import type { PresenceJoiner, PresenceMember } from '@helpdesk/shared';
import type { EchoInstance } from './echo-connection.ts';

interface EchoPresenceChannel {
  here: (cb: (users: PresenceMember[]) => void) => EchoPresenceChannel;
  joining: (cb: (user: PresenceMember) => void) => EchoPresenceChannel;
  leaving: (cb: (user: PresenceMember) => void) => EchoPresenceChannel;
  listenForWhisper: (event: string, cb: (data: unknown) => void) => EchoPresenceChannel;
  whisper: (event: string, data: unknown) => EchoPresenceChannel;
}

export function presenceJoiner(echo: EchoInstance): PresenceJoiner {
  return (channel, { onMembers, onWhisper }) => {
    // Echo adds the `presence-` prefix itself.
    const name = channel.replace(/^presence-/, '');
    let members: PresenceMember[] = [];
    const publish = (next: PresenceMember[]) => {
      members = next;
      onMembers(next);
    };
    const joined = echo.join(name) as unknown as EchoPresenceChannel;
    joined
      .here((users) => publish(users))
      .joining((user) => publish([...members.filter((m) => m.id !== user.id), user]))
      .leaving((user) => publish(members.filter((m) => m.id !== user.id)))
      .listenForWhisper('typing', (data) => onWhisper('typing', data));
    return {
      whisper: (event, data) => joined.whisper(event, data),
      leave: () => echo.leave(name),
    };
  };
}

/** Publishing behind one interface: the embedded Pusher-protocol server, or any Pusher-compatible service. */
export interface Broadcaster {
  /** Publishes `event` with `data` on the channels; `exceptSocketId` is the sender's socket (X-Socket-ID). */
  publish(channels: string[], event: string, data: unknown, exceptSocketId?: string): Promise<void>;
}

import type { PortalNotification } from '@portal/contracts/rules/notifications';

/**
 * A typed event bus. It lives in @portal/kit, which Module Federation shares as a singleton,
 * so the shell and every remote talk over the same instance.
 */
export interface PortalEvents {
  /** The header selector changed the organisation or group: every mounted slice reloads. */
  'selection:changed': { value: string; label: string; isGroup: boolean };
  /** The user signed out (or the session ended on the server). */
  'auth:signedOut': { reason: 'logout' | 'expired' | 'passwordChanged' };
  /** The profile (name, avatar, impersonation) changed and the header should refresh. */
  'profile:changed': { avatarId?: number };
  /**
   * A notification arrived live (the shell's stream, docs/notifications.md): any slice may react,
   * e.g. the dashboard reloads when one of its shipments' dates changed.
   */
  'notification:received': { notification: PortalNotification; unread: number };
  /**
   * The portal's language changed (the header's or User Profile's menu, or the account's language
   * at sign-in). Its messages are loaded before this is sent: a slice using useT re-renders by
   * itself; one that keeps formatted text or server-worded answers reloads them.
   */
  'language:changed': { language: string };
  /** The user's unread count changed (read marks, a new notification). */
  'notifications:unread': { unread: number };
}

type Handler<T> = (payload: T) => void;

export class EventBus<Events extends object> {
  private handlers = new Map<keyof Events, Set<Handler<never>>>();

  on<K extends keyof Events>(event: K, handler: Handler<Events[K]>): () => void {
    let set = this.handlers.get(event);
    if (!set) {
      set = new Set();
      this.handlers.set(event, set);
    }
    set.add(handler as Handler<never>);
    return () => this.off(event, handler);
  }

  off<K extends keyof Events>(event: K, handler: Handler<Events[K]>): void {
    this.handlers.get(event)?.delete(handler as Handler<never>);
  }

  emit<K extends keyof Events>(event: K, payload: Events[K]): void {
    for (const handler of [...(this.handlers.get(event) ?? [])]) {
      try {
        (handler as Handler<Events[K]>)(payload);
      } catch (err) {
        // One slice's faulty listener must not stop the others from hearing the event.
        console.error(`[bus] listener for ${String(event)} failed`, err);
      }
    }
  }

  listenerCount<K extends keyof Events>(event: K): number {
    return this.handlers.get(event)?.size ?? 0;
  }
}

export const bus = new EventBus<PortalEvents>();

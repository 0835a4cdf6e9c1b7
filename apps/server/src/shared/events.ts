import { EventEmitter } from 'node:events';

// Things staff may want an e-mail about (Settings > Notifications). Modules emit; the
// notifications module listens. Emitting never blocks or fails the request that caused it.
export interface AppEvents {
  'property.created': { propertyId: string; title: string; ownerRole: string };
  'user.registered': { userId: string; role: string; fullName: string };
  'property.sold': { propertyId: string; title: string; price: number | null };
  'inquiry.created': { queryId: string; name: string; message: string };
}

export class AppEventBus {
  private readonly emitter = new EventEmitter();

  emit<K extends keyof AppEvents>(name: K, payload: AppEvents[K]): void {
    this.emitter.emit(name, payload);
  }

  on<K extends keyof AppEvents>(name: K, listener: (payload: AppEvents[K]) => void | Promise<void>): void {
    this.emitter.on(name, (payload: AppEvents[K]) => {
      Promise.resolve()
        .then(() => listener(payload))
        .catch((error) => this.emitter.emit('error-in-listener', error));
    });
  }

  onListenerError(handler: (error: unknown) => void): void {
    this.emitter.on('error-in-listener', handler);
  }
}

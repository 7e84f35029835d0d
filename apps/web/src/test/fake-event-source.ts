/** A stand-in for the browser's EventSource that a test drives: `FakeEventSource.all` holds every one opened. */
export class FakeEventSource {
  static all: FakeEventSource[] = [];
  static get last(): FakeEventSource | undefined {
    return FakeEventSource.all.at(-1);
  }
  listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data = '') {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
}

/** Puts FakeEventSource in place of the browser's; forget it with `Reflect.deleteProperty(globalThis, 'EventSource')`. */
export function installFakeEventSource(): void {
  FakeEventSource.all = [];
  Object.assign(globalThis, { EventSource: FakeEventSource });
}

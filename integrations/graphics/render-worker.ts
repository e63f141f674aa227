// Build-only: one render worker thread of render-pool.ts. It loads the fonts once, then renders
// what the pool sends: the renderer named `name` in the module at `module`, on `input`.
import { parentPort, workerData } from "node:worker_threads";
import type { Renderer, WorkerReply } from "./render-pool.ts";
import { loadFonts } from "./render.ts";

interface RenderMessage {
  id: number;
  module: string;
  name: string;
  input: unknown;
}

const port = parentPort!;
const fonts = loadFonts((workerData as { cacheDir: string }).cacheDir);
let running = 0;
let closing = false;

// The PNG is copied, not transferred: a small Buffer can share its memory with others.
const reply = (message: WorkerReply) => port.postMessage(message);

const closeWhenIdle = () => {
  if (closing && running === 0) port.close();
};

port.on("message", async (message: RenderMessage | { close: true }) => {
  if ("close" in message) {
    closing = true;
    closeWhenIdle();
    return;
  }
  running += 1;
  try {
    const exports = (await import(message.module)) as Record<string, Renderer<unknown>>;
    const renderer = exports[message.name];
    if (!renderer) throw new Error(`${message.module} exports no renderer ${message.name}`);
    const png = await renderer.render(message.input, await fonts);
    reply({ id: message.id, png });
  } catch (error) {
    const { message: text, stack } = error instanceof Error ? error : new Error(String(error));
    reply({ id: message.id, error: { message: text, stack } });
  } finally {
    running -= 1;
    closeWhenIdle();
  }
});

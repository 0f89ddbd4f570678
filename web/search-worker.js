// Slide Lab's search worker: the page's own app.wasm, whose main serves the
// page's searches when it runs where there is no document (app/search/port.go).
// The page's first message starts it: { wasm } is the page's compiled module,
// or null, and the worker fetches and compiles app.wasm itself. Messages that
// arrive before Go runs wait in slidelabEarly; if it cannot start, the page
// hears why and searches on its own thread.
"use strict";
importScripts("../wasm_exec.js");
const go = new Go();
let started = false;
self.slidelabEarly = [];
self.onmessage = (event) => {
  if (started) {
    self.slidelabEarly.push(event.data);
    return;
  }
  started = true;
  const module = event.data && event.data.wasm;
  (module
    ? WebAssembly.instantiate(module, go.importObject)
    : WebAssembly.instantiateStreaming(fetch("app.wasm"), go.importObject).then((r) => r.instance)
  )
    .then((instance) => go.run(instance))
    .catch((err) => self.postMessage({ json: JSON.stringify({ Failed: String(err) }) }));
};

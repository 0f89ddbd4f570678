// Slide Lab's search worker: the page's own app.wasm, whose main serves the
// page's searches when it runs where there is no document (app/searchport.go).
// Messages that arrive before Go runs wait in slidelabEarly; if it cannot
// start, the page hears why and searches on its own thread.
"use strict";
self.slidelabEarly = [];
self.onmessage = (event) => self.slidelabEarly.push(event.data);
importScripts("../wasm_exec.js");
const go = new Go();
WebAssembly.instantiateStreaming(fetch("app.wasm"), go.importObject)
  .then((result) => go.run(result.instance))
  .catch((err) => self.postMessage(JSON.stringify({ Failed: String(err) })));

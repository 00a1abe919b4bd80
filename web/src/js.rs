//! What the runtime takes from JavaScript: clocks, secure random bytes and
//! calls to functions the embedder passed in. Declared here rather than
//! through js-sys to keep the package small; every one of these exists both
//! in browsers (window and workers) and in Node 20.

use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// Milliseconds since the time origin, sub-millisecond resolution.
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    pub fn performance_now() -> f64;
    /// The Unix time in milliseconds.
    #[wasm_bindgen(js_namespace = Date, js_name = now)]
    pub fn date_now() -> f64;
    /// Fills the view with random bytes (at most 65,536 per call).
    #[wasm_bindgen(js_namespace = crypto, js_name = getRandomValues, catch)]
    pub fn get_random_values(buf: &mut [u8]) -> Result<(), JsValue>;

    /// A JavaScript function given to `run`.
    pub type Callback;
    /// `onOutput(stream, bytes)`: 1 is stdout, 2 stderr; `bytes` is a view
    /// into wasm memory, valid only during the call.
    #[wasm_bindgen(method, catch, js_name = call)]
    pub fn call_output(
        this: &Callback,
        ctx: &JsValue,
        stream: u32,
        bytes: &[u8],
    ) -> Result<JsValue, JsValue>;
    /// `readFile(path)`: a file's bytes, or null/undefined when it does not exist.
    #[wasm_bindgen(method, catch, js_name = call)]
    pub fn call_read(
        this: &Callback,
        ctx: &JsValue,
        path: &str,
    ) -> Result<Option<Vec<u8>>, JsValue>;
}

// happy-dom lacks matchMedia, which antd's responsive helpers, useMediaQuery and the session's
// theme read. "Not matching" is the wide (desktop) layout the tests expect by default.
// Imported by the test setup of every package and app that renders antd.
if (!window.matchMedia) {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

export {};

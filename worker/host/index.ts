export { createDataLayer, type DataLayerOptions, type InProcessDataLayer } from './create-data-layer';
export { Batcher, BATCH_WINDOW_MS, MAX_ENVELOPES_PER_BATCH, type BatcherOptions } from './batcher';

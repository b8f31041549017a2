/**
 * The data block the server writes the client configuration into, in every index.html it sends
 * (server/http/page-config.ts), and the page reads back for the data layer
 * (src/data-client/host-services.ts): the first load does not wait a round trip for it.
 */
export const CLIENT_CONFIG_ELEMENT_ID = 'client-config';

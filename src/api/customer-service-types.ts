/**
 * pathList entry types of the customer-service config (SPEC §3): 1 a plain URL, 3 a sealed one
 * (opened by src/api/customer-service-path.ts). Apart from the cipher so that the views which
 * only tell the types apart do not load it with every page.
 */
export const CS_PATH_TYPE_PLAIN = 1;
export const CS_PATH_TYPE_SEALED = 3;

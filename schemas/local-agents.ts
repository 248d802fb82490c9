/**
 * The reference server's page on installing and starting the local agents (SPEC 7, Other: the USB-key signing
 * agent and the device-ID agent), which the login's messages about either link to. A deployment serves its
 * installers' page at this path.
 */
export const AGENT_INSTALL_PATH = '/frontend/agents/';

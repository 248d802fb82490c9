/** The small router interface the machines' `navigate` action drives; the router implements it. */
export type AppNavigator = { go: (to: string) => void };

// What other modules may use of tenancy: nothing yet (its pages and dialogs serve its own routes).
export {};

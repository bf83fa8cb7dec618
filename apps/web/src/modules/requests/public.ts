// What other modules may use of requests: nothing yet. Other modules notify through the server
// (`notifications.notify`); the bell comes to the top bar through the module definition.
export {};

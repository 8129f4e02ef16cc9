// The Chat screen's error messages, in the product's fixed wording; each shows as an error alert with Retry.
export const chatErrors = {
  loadSessionsFailed: 'Failed to load chat sessions',
  createSessionFailed: 'Failed to create new chat session',
  loadSessionFailed: 'Failed to load chat session',
  sendFailed: 'Failed to send message',
  deleteSessionFailed: 'Failed to delete chat session',
}

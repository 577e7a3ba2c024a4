/** Chatbase, as MedSutra's tutor chat uses it: our own summaries, each pointing at its official page. */
import type { BundledDocumentationItem } from './bundled-documentation.ts';

export const BUNDLED_CHATBASE_ITEMS: readonly BundledDocumentationItem[] = [
  {
    id: 'chatbase-chat-widget',
    apiProvider: 'chatbase',
    title: 'Embedding and controlling the chat widget',
    description: 'The embed script, and opening, closing and resetting the widget from our own buttons.',
    sourceUrl: 'https://www.chatbase.co/docs/developer-guides/control-widget',
    html: `
<h2>Embedding</h2>
<p>The dashboard's embed section gives a script for the agent. Once it loads it adds the chat bubble to the page and exposes a <code>window.chatbase</code> object.</p>
<h2>Controlling it</h2>
<ul>
  <li><code>window.chatbase.open()</code> and <code>window.chatbase.close()</code> show and hide the chat window, so our own "Ask the tutor" button can open it.</li>
  <li><code>window.chatbase.resetChat()</code> clears the conversation and starts a new session; the widget's settings and initial messages stay.</li>
  <li>Calls made before the script has loaded are lost unless the embed code's queue is in place, so load the script early and call the methods after it is ready.</li>
</ul>
<h2>In MedSutra</h2>
<p>The widget loads only on the tutor chat pages, not on every screen, to keep the first load light on slow phones.</p>`,
  },
  {
    id: 'chatbase-event-listeners',
    apiProvider: 'chatbase',
    title: 'Widget event listeners',
    description: 'Reacting to messages and tool calls in the widget from our own code.',
    sourceUrl: 'https://www.chatbase.co/docs/developer-guides/chatbot-event-listeners',
    html: `
<h2>Listening</h2>
<p><code>window.chatbase.addEventListener(eventName, callback)</code> registers a handler and <code>removeEventListener</code> with the same function removes it.</p>
<table>
  <thead><tr><th scope="col">Event</th><th scope="col">When</th></tr></thead>
  <tbody>
    <tr><td><code>user-message</code></td><td>The student sends a message; the payload has its content.</td></tr>
    <tr><td><code>assistant-message</code></td><td>The agent answers.</td></tr>
    <tr><td><code>tool-call</code></td><td>The agent calls one of its actions, with the arguments.</td></tr>
    <tr><td><code>tool-result</code></td><td>An action returns its result.</td></tr>
  </tbody>
</table>
<h2>In MedSutra</h2>
<p>We use these to count study activity and to reset an idle chat. Handlers must not treat message text as trusted HTML.</p>`,
  },
  {
    id: 'chatbase-identity-verification',
    apiProvider: 'chatbase',
    title: 'Identity verification with a user hash',
    description: 'Proving to Chatbase which signed-in student is chatting, with an HMAC made on the server.',
    sourceUrl: 'https://www.chatbase.co/docs/developer-guides/identity-verification',
    html: `
<h2>Why</h2>
<p>Anyone can type any user id into browser JavaScript. Identity verification lets the agent trust the id because it comes with a hash that only our server can make.</p>
<h2>How</h2>
<ul>
  <li>The dashboard's embed settings show a <strong>verification secret</strong>. It is kept on the server only.</li>
  <li>The server computes <code>HMAC-SHA256(secret, userId)</code> as a hex string: the <strong>user hash</strong>.</li>
  <li>The page passes both with <code>window.chatbase("identify", { user_id, user_hash, user_metadata })</code>, or through a <code>window.chatbaseUserConfig</code> object set before the script loads.</li>
  <li><code>user_metadata</code> (name, plan and similar) is context for the agent, limited to about 1000 characters in all; it is not verified.</li>
  <li>If the id and hash do not match, the id is dropped from the agent's action requests, so a forged id gains nothing.</li>
</ul>
<h2>In MedSutra</h2>
<p>The user hash is computed for the signed-in user only, from our own user id, never from an email in the address bar.</p>`,
  },
  {
    id: 'chatbase-chat-api',
    apiProvider: 'chatbase',
    title: 'The chat API',
    description:
      'Sending a conversation to an agent from the server and reading its answer, with or without streaming.',
    sourceUrl: 'https://www.chatbase.co/docs/api-reference/chat/chat-with-a-chatbot',
    html: `
<h2>The request</h2>
<p><code>POST https://www.chatbase.co/api/v1/chat</code> with the header <code>Authorization: Bearer &lt;API key&gt;</code> and a JSON body:</p>
<ul>
  <li><code>chatbotId</code>: the agent to ask.</li>
  <li><code>messages</code>: the conversation so far, each with <code>role</code> (<code>user</code> or <code>assistant</code>) and <code>content</code>.</li>
  <li><code>conversationId</code> (optional): our id for the conversation; without it the conversation is not saved in Chatbase.</li>
  <li><code>stream</code>: when true the answer comes back as a stream of text instead of one JSON body.</li>
  <li><code>temperature</code> (0 to 1) and <code>model</code> override the agent's settings.</li>
</ul>
<h2>The reply</h2>
<p>Without streaming, the answer is in the <code>text</code> field. Errors come back with 4xx statuses, for example 401 for a bad key.</p>
<h2>In MedSutra</h2>
<p>The API key is a server setting. The browser talks to our server, which adds the key and checks the student's session, plan and Med Coins first.</p>`,
  },
  {
    id: 'chatbase-conversations',
    apiProvider: 'chatbase',
    title: 'Conversation history',
    description: 'Fetching an agent’s past conversations, filtered by source and date, a page at a time.',
    sourceUrl: 'https://www.chatbase.co/docs/api-reference/conversations/get-conversations-for-a-chatbot',
    html: `
<h2>The request</h2>
<p><code>GET https://www.chatbase.co/api/v1/get-conversations</code> with the API key as a bearer token and query parameters:</p>
<ul>
  <li><code>chatbotId</code> (required).</li>
  <li><code>filteredSources</code>: a comma-separated list such as <code>API,Widget or Iframe</code>.</li>
  <li><code>startDate</code> and <code>endDate</code> in <code>YYYY-MM-DD</code> form.</li>
  <li><code>page</code> and <code>size</code> for pagination.</li>
</ul>
<h2>In MedSutra</h2>
<p>Conversation history is personal data under India's DPDP Act. We read it only to answer a student's own request or to improve the agent's answers, and never show one student's chats to another.</p>`,
  },
  {
    id: 'chatbase-leads',
    apiProvider: 'chatbase',
    title: 'Leads',
    description: 'Reading the names, emails and phone numbers visitors left in the chat.',
    sourceUrl: 'https://www.chatbase.co/docs/api-reference/leads/get-leads-for-a-chatbot',
    html: `
<h2>The request</h2>
<p><code>GET https://www.chatbase.co/api/v1/get-leads</code> with the API key as a bearer token, <code>chatbotId</code> (required), optional <code>startDate</code> and <code>endDate</code> (<code>YYYY-MM-DD</code>), and <code>page</code> and <code>size</code>.</p>
<h2>The reply</h2>
<p><code>collectedCustomers</code> is a list of leads, each with an id, <code>name</code>, <code>email</code>, <code>phone</code> and the time it was created.</p>
<h2>In MedSutra</h2>
<p>Leads come from visitors who are not signed in, for example on the public pages. They are contact requests: we reply once and do not add them to marketing lists without consent.</p>`,
  },
  {
    id: 'chatbase-webhooks',
    apiProvider: 'chatbase',
    title: 'Webhooks',
    description: 'Receiving a POST when an event happens, and checking that it really came from Chatbase.',
    sourceUrl: 'https://www.chatbase.co/docs/developer-guides/webhooks',
    html: `
<h2>The payload</h2>
<p>Chatbase sends a JSON <code>POST</code> to our URL with <code>eventType</code>, <code>chatbotId</code> and the event's <code>payload</code>. The event <code>leads.submit</code> fires when a visitor submits their name, email and phone in the chat.</p>
<h2>Checking the signature</h2>
<ul>
  <li>Each request carries an <code>x-chatbase-signature</code> header.</li>
  <li>Compute an HMAC-SHA1 of the <strong>raw</strong> request body with the agent's secret key and compare it with the header, using a constant-time comparison.</li>
  <li>Refuse the request when they differ; parse the JSON only after the check.</li>
</ul>
<h2>In MedSutra</h2>
<p>Webhook routes are the only state-changing calls that skip the same-origin check, because the signature authenticates them instead. Handlers are idempotent: the same event may arrive twice.</p>`,
  },
  {
    id: 'chatbase-contacts',
    apiProvider: 'chatbase',
    title: 'Contacts',
    description: 'Telling the agent about our users so identified chats can be personalised.',
    sourceUrl: 'https://www.chatbase.co/docs/api-reference/contacts/create-contacts-for-a-chatbot',
    html: `
<h2>What a contact is</h2>
<p>A contact is a record about one of our users that the agent can read once the user is identified. Its <code>external_id</code> is our user id, the same id used for identity verification.</p>
<h2>Creating contacts</h2>
<ul>
  <li><code>POST https://www.chatbase.co/api/v1/chatbots/{chatbotId}/contacts</code> with a <code>users</code> list of up to 1000 contacts per request.</li>
  <li>Known fields are <code>external_id</code>, <code>name</code>, <code>email</code> and <code>phonenumber</code>; anything else goes in <code>custom_attributes</code>, which must match the custom attributes defined for the agent. Unknown fields are dropped.</li>
</ul>
<h2>In MedSutra</h2>
<p>We share only what the tutor needs (name, plan, exam target) and nothing about payments or devices.</p>`,
  },
];

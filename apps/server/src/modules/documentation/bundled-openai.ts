/** The OpenAI API, as MedSutra uses it: our own summaries, each pointing at its official page. */
import type { BundledDocumentationItem } from './bundled-documentation.ts';

export const BUNDLED_OPENAI_ITEMS: readonly BundledDocumentationItem[] = [
  {
    id: 'openai-authentication',
    apiProvider: 'openai',
    title: 'Authentication and API keys',
    description: 'How a request proves who sends it, and how MedSutra keeps its key on the server.',
    sourceUrl: 'https://platform.openai.com/docs/api-reference/authentication',
    html: `
<h2>What the key does</h2>
<p>Every call to the OpenAI API carries a secret key in the header <code>Authorization: Bearer &lt;key&gt;</code>. The key decides which project is billed and which rate limits apply.</p>
<h2>Rules we follow</h2>
<ul>
  <li>The key lives only on the server, in the <code>AI_API_KEY</code> setting. It is never sent to a browser, written to a log or committed to the repository.</li>
  <li>Use a <strong>project key</strong> so that usage and limits are separated from other projects in the organisation.</li>
  <li>When one account belongs to several organisations or projects, the optional <code>OpenAI-Organization</code> and <code>OpenAI-Project</code> headers choose which one a request counts against.</li>
  <li>A leaked key is revoked in the dashboard and replaced; nothing in the app needs to change except the setting.</li>
</ul>
<h2>In MedSutra</h2>
<p>With no key configured the app uses its offline provider and labels the output as an offline outline. <code>AI_BASE_URL</code> points the same client at any OpenAI-compatible server.</p>`,
  },
  {
    id: 'openai-chat-completions',
    apiProvider: 'openai',
    title: 'Chat completions',
    description: 'The request and reply of POST /v1/chat/completions, used by the tutor chat and the case tools.',
    sourceUrl: 'https://platform.openai.com/docs/api-reference/chat',
    html: `
<h2>The request</h2>
<p><code>POST /v1/chat/completions</code> takes a <code>model</code> and a list of <code>messages</code>. Each message has a <code>role</code> (<code>developer</code> or <code>system</code> for instructions, <code>user</code> for the student, <code>assistant</code> for earlier replies) and its <code>content</code>.</p>
<ul>
  <li><code>max_completion_tokens</code> caps the length of the reply and therefore its cost.</li>
  <li><code>temperature</code> trades variety for predictability; case generators use a low value so that the same case reads the same way twice.</li>
  <li><code>user</code> or a safety identifier lets the provider trace abuse to one end user without receiving their email.</li>
</ul>
<h2>The reply</h2>
<p>The text is in <code>choices[0].message.content</code>. <code>finish_reason</code> says why it stopped: <code>stop</code> (finished), <code>length</code> (hit the token cap, so the text is cut), <code>content_filter</code> or <code>tool_calls</code>. <code>usage</code> reports prompt and completion tokens, which we log to watch cost.</p>
<h2>In MedSutra</h2>
<p>A reply cut by <code>length</code> is shown with a note rather than as a complete answer, and a failed call refunds the Med Coins it was going to cost.</p>`,
  },
  {
    id: 'openai-structured-outputs',
    apiProvider: 'openai',
    title: 'Structured outputs with a JSON schema',
    description: 'Asking the model for JSON that matches a schema, for mindmaps, cases and study plans.',
    sourceUrl: 'https://platform.openai.com/docs/guides/structured-outputs',
    html: `
<h2>Why</h2>
<p>Features such as the mindmap generator and the study planner need data, not prose. Structured outputs make the model answer with JSON that follows a schema we supply.</p>
<h2>How</h2>
<ul>
  <li>Send <code>response_format: { type: "json_schema", json_schema: { name, schema, strict: true } }</code>.</li>
  <li>With <code>strict</code> on, every object in the schema must list all its properties as required and set <code>additionalProperties: false</code>; optional values are written as a union with <code>null</code>.</li>
  <li>If the model declines for safety reasons the reply carries a <code>refusal</code> string instead of content. Show it as a refusal, not as broken JSON.</li>
  <li>The older JSON mode (<code>type: "json_object"</code>) only promises valid JSON, not a shape; prefer the schema.</li>
</ul>
<h2>In MedSutra</h2>
<p>We build the JSON schema from the same zod schema that later validates the reply, so the two cannot drift, and we still validate: a reply cut short by the token cap is not valid JSON.</p>`,
  },
  {
    id: 'openai-streaming',
    apiProvider: 'openai',
    title: 'Streaming replies',
    description: 'Showing the answer while it is written, with server-sent events.',
    sourceUrl: 'https://platform.openai.com/docs/guides/streaming-responses',
    html: `
<h2>What changes</h2>
<p>With <code>stream: true</code> the API answers with server-sent events instead of one JSON body. Each event is a line starting with <code>data:</code> holding a chunk whose <code>choices[0].delta.content</code> is the next piece of text. The last event is <code>data: [DONE]</code>.</p>
<ul>
  <li>Token usage is not in the chunks unless you ask for it with <code>stream_options: { include_usage: true }</code>; it then arrives in a final chunk.</li>
  <li>The <code>finish_reason</code> appears on the last content chunk.</li>
  <li>An error can arrive after the stream has started, so the client must handle a stream that ends early.</li>
</ul>
<h2>In MedSutra</h2>
<p>On slow mobile networks the first words appear within a second or two instead of after the whole answer. When the student closes the chat we abort the upstream request so no tokens are paid for that nobody reads.</p>`,
  },
  {
    id: 'openai-error-codes',
    apiProvider: 'openai',
    title: 'Error codes',
    description: 'What each HTTP status from the API means and which ones are worth retrying.',
    sourceUrl: 'https://platform.openai.com/docs/guides/error-codes',
    html: `
<h2>The shape</h2>
<p>An error reply has a body <code>{ "error": { "message", "type", "param", "code" } }</code>. The message is for developers; the app shows its own sentence instead.</p>
<table>
  <thead><tr><th scope="col">Status</th><th scope="col">Meaning</th><th scope="col">What we do</th></tr></thead>
  <tbody>
    <tr><td>400</td><td>The request is malformed (bad parameter, prompt too long)</td><td>Fix the request; never retry as is</td></tr>
    <tr><td>401</td><td>Missing, wrong or revoked key</td><td>Alert the operator; fall back to the offline provider</td></tr>
    <tr><td>403</td><td>The key may not use this model, or the country is not supported</td><td>Alert the operator</td></tr>
    <tr><td>404</td><td>Unknown model or resource</td><td>Check the <code>AI_MODEL</code> setting</td></tr>
    <tr><td>429</td><td>Rate limit reached, or the quota is spent (<code>insufficient_quota</code>)</td><td>Back off and retry for a rate limit; a spent quota will not recover by retrying</td></tr>
    <tr><td>500, 503</td><td>A problem or overload on the provider's side</td><td>Retry a few times with backoff</td></tr>
  </tbody>
</table>
<p>Every failed AI call refunds the Med Coins it reserved.</p>`,
  },
  {
    id: 'openai-rate-limits',
    apiProvider: 'openai',
    title: 'Rate limits',
    description: 'Requests and tokens per minute, the headers that report them, and backing off.',
    sourceUrl: 'https://platform.openai.com/docs/guides/rate-limits',
    html: `
<h2>What is limited</h2>
<p>Limits are counted per organisation and project, per model: <strong>requests per minute</strong> (RPM) and <strong>tokens per minute</strong> (TPM), with daily limits on some models. They grow with the account's usage tier.</p>
<h2>Reading the headers</h2>
<ul>
  <li><code>x-ratelimit-limit-requests</code> and <code>x-ratelimit-limit-tokens</code>: the ceilings.</li>
  <li><code>x-ratelimit-remaining-requests</code> and <code>x-ratelimit-remaining-tokens</code>: what is left in the window.</li>
  <li><code>x-ratelimit-reset-requests</code> and <code>x-ratelimit-reset-tokens</code>: when the window refills.</li>
</ul>
<h2>Handling a 429</h2>
<p>Retry with exponential backoff and random jitter, and give up after a few attempts. Setting <code>max_completion_tokens</code> close to what a feature needs also helps, because the token limit counts the requested maximum.</p>
<h2>In MedSutra</h2>
<p>Long generations run as jobs, so a burst of students queues instead of failing, and each student's own requests are limited before they reach the provider.</p>`,
  },
  {
    id: 'openai-embeddings',
    apiProvider: 'openai',
    title: 'Embeddings',
    description: 'Turning text into vectors to find related notes, pearls and questions.',
    sourceUrl: 'https://platform.openai.com/docs/guides/embeddings',
    html: `
<h2>The call</h2>
<p><code>POST /v1/embeddings</code> with a <code>model</code> such as <code>text-embedding-3-small</code> and an <code>input</code> (one string or an array). Each item of <code>data</code> in the reply holds an <code>embedding</code>: a list of floating-point numbers.</p>
<ul>
  <li>Texts with similar meaning get vectors that point in similar directions; compare them with cosine similarity.</li>
  <li>The <code>dimensions</code> parameter shortens the vector for the third-generation models, saving storage at a small cost in quality.</li>
  <li>Send many inputs in one request instead of one request each; inputs have a token limit, so split long notes into passages.</li>
  <li>Vectors from different models cannot be compared; store the model name with them.</li>
</ul>
<h2>In MedSutra</h2>
<p>Embeddings suit "show me related pearls" and de-duplicating questions. Exact word search, such as this hub's search, stays in PostgreSQL full-text search.</p>`,
  },
  {
    id: 'openai-models',
    apiProvider: 'openai',
    title: 'Models',
    description: 'Listing models, choosing one for a feature, and pinning it.',
    sourceUrl: 'https://platform.openai.com/docs/models',
    html: `
<h2>Choosing</h2>
<p>Models differ in quality, speed, context length, input types (text, images) and price per token. A small, fast model suits short tutor replies; a larger one suits long case reasoning.</p>
<ul>
  <li><code>GET /v1/models</code> lists the models the key may use; <code>GET /v1/models/{model}</code> describes one.</li>
  <li>An alias name moves to newer versions over time; a dated snapshot name stays fixed. Pin a snapshot where answers must stay consistent, and test before moving.</li>
  <li>Older models are retired on announced dates; the deprecations page lists them and their replacements.</li>
</ul>
<h2>In MedSutra</h2>
<p>The model is the <code>AI_MODEL</code> setting, so changing it needs no code change. A 404 from the API usually means that setting names a model the key cannot use.</p>`,
  },
  {
    id: 'openai-vision',
    apiProvider: 'openai',
    title: 'Images and vision',
    description: 'Sending a clinical image with a question, as the image analyser does.',
    sourceUrl: 'https://platform.openai.com/docs/guides/images-vision',
    html: `
<h2>Sending an image</h2>
<p>In a chat request, a user message's <code>content</code> becomes a list of parts: a text part with the question and an <code>image_url</code> part whose <code>url</code> is either an https address or a <code>data:</code> URL with the image in base64.</p>
<ul>
  <li><code>detail</code> is <code>low</code>, <code>high</code> or <code>auto</code>. Low detail costs a fixed small number of tokens; high detail costs more and reads fine print.</li>
  <li>Large images are scaled down by the provider; resize before upload to save bandwidth on mobile data.</li>
  <li>Models can misread images. Output is study material, never a diagnosis for a real patient.</li>
</ul>
<h2>In MedSutra</h2>
<p>The image analyser strips identifying metadata before upload and asks the student not to send images that show a patient's face or name.</p>`,
  },
  {
    id: 'openai-timeouts-retries',
    apiProvider: 'openai',
    title: 'Timeouts and retries in the client library',
    description: 'How the official Node library times out and retries, and the settings MedSutra uses.',
    sourceUrl: 'https://platform.openai.com/docs/libraries',
    html: `
<h2>The defaults</h2>
<p>The official <code>openai</code> package for Node waits up to 10 minutes for a request and retries twice, with exponential backoff, on connection errors, 408, 409, 429 and 5xx replies.</p>
<ul>
  <li><code>timeout</code> (milliseconds) and <code>maxRetries</code> can be set on the client or on one request.</li>
  <li>A request can be cancelled with an <code>AbortSignal</code>, for example when the student leaves the page.</li>
  <li>Errors are typed (<code>APIError</code> and subclasses such as <code>RateLimitError</code>), each with its <code>status</code>, so code can branch on the kind of failure.</li>
  <li>The reply's request id (<code>x-request-id</code>) is worth logging; it is what the provider's support asks for.</li>
</ul>
<h2>In MedSutra</h2>
<p>Interactive calls use a short timeout so a student is never left waiting on a spinner; long generations run as jobs with a longer one. A call that finally fails refunds its Med Coins.</p>`,
  },
];

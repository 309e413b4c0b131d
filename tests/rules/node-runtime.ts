import { HTMLRewriter as Tokenizer } from 'html-rewriter-wasm';

/**
 * Under Node (mutation testing only), the one Workers API the rule modules use: HTMLRewriter, from
 * the same lol-html tokenizer workerd runs, compiled to WebAssembly. In workerd it is the runtime's own.
 */
type Handlers = Parameters<Tokenizer['on']>[1];
type DocumentHandlers = Parameters<Tokenizer['onDocument']>[0];

class NodeHTMLRewriter {
  private readonly elements: [string, Handlers][] = [];
  private readonly documents: DocumentHandlers[] = [];

  on(selector: string, handlers: Handlers) {
    this.elements.push([selector, handlers]);
    return this;
  }

  onDocument(handlers: DocumentHandlers) {
    this.documents.push(handlers);
    return this;
  }

  transform(response: Response) {
    const { elements, documents } = this;
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        const rewriter = new Tokenizer((chunk) => controller.enqueue(chunk.slice()));
        for (const [selector, handlers] of elements) rewriter.on(selector, handlers);
        for (const handlers of documents) rewriter.onDocument(handlers);
        try {
          await rewriter.write(new Uint8Array(await response.arrayBuffer()));
          await rewriter.end();
          controller.close();
        } catch (error) {
          controller.error(error);
        } finally {
          rewriter.free();
        }
      },
    });
    return new Response(body, response);
  }
}

if (!('HTMLRewriter' in globalThis)) Object.assign(globalThis, { HTMLRewriter: NodeHTMLRewriter });

import { describe, expect, it } from 'vitest';
import { lineHtml, lineText } from './digest-line';

const quoted = {
  label: 'En los pliegos',
  value: 'PCAP <v2>.pdf, pág. 3',
  href: 'https://licitaciones.test/licitaciones/documentos/pliego/7?miembro=a&pagina=3',
  quote: 'precio <script>x</script> ⟦visita⟧ & ⟦obligatoria⟧',
};

describe('digest lines', () => {
  it('escapes a quoted snippet and sets its matched words in bold', () => {
    expect(lineHtml(quoted)).toBe(
      '<div><strong>En los pliegos:</strong> <a href="https://licitaciones.test/licitaciones/documentos/pliego/7?miembro=a&amp;pagina=3" style="color:#1c4e80">PCAP &lt;v2&gt;.pdf, pág. 3</a>: «precio &lt;script&gt;x&lt;/script&gt; <strong>visita</strong> &amp; <strong>obligatoria</strong>»</div>',
    );
  });

  it('drops the marks in the text part', () => {
    expect(lineText(quoted)).toBe(
      '  En los pliegos: PCAP <v2>.pdf, pág. 3: «precio <script>x</script> visita & obligatoria» (https://licitaciones.test/licitaciones/documentos/pliego/7?miembro=a&pagina=3)',
    );
  });

  it('writes a line without a quote as before', () => {
    expect(lineHtml({ label: 'Entidad', value: 'Ayuntamiento de Lena' })).toBe(
      '<div><strong>Entidad:</strong> Ayuntamiento de Lena</div>',
    );
  });
});

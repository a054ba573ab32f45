/**
 * A one-page PDF of an issued invoice, written by hand: the mock needs no PDF
 * library. Latin text uses Helvetica; Chinese text uses the reader's own
 * STSong-Light (a standard CJK font readers provide), so nothing is embedded.
 */
import type { Order } from '../../src/api/contract/shop/orders';
import { type Invoice } from '../../src/api/contract/shop/afterSales/receipts';
import { INVOICE_TYPE } from '../../src/domain/orders';

/** PDF literal strings: ASCII only, with its three special characters escaped. */
const latin = (text: string) =>
  `(${text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (char) => `\\${char}`)})`;

/** UCS-2 big-endian hex for the UniGB-UCS2-H encoding; characters beyond it become '?'. */
const ucs2 = (text: string) =>
  `<${[...text]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0x3f;
      return (code > 0xffff ? 0x3f : code).toString(16).padStart(4, '0');
    })
    .join('')}>`;

/**
 * One line of text: Latin runs in Helvetica, the rest in STSong. Each Tj moves
 * the pen by the run's own width, so mixed text needs no width tables here.
 */
function show(x: number, y: number, size: number, text: string): string {
  const runs = (text.match(/[\x20-\x7e]+|[^\x20-\x7e]+/g) ?? []).map((run) =>
    /^[\x20-\x7e]/.test(run) ? `/F1 ${size} Tf ${latin(run)} Tj` : `/F2 ${size} Tf ${ucs2(run)} Tj`,
  );
  return `BT ${x} ${y} Td ${runs.join(' ')} ET`;
}

function contentOf(invoice: Invoice, order: Order): string {
  const special = invoice.receiptType === INVOICE_TYPE.special;
  const rows: [string, string][] = [
    ['Invoice No.', order.orderid.slice(-8)],
    ['Order No.', order.orderid],
    ['Date', invoice.updateDate],
    ['Buyer', invoice.receiptHeader],
    ['Taxpayer ID', invoice.taxIdNumber],
    ['Registered address', invoice.registerAddr],
    ['Registered phone', invoice.registerPhone],
    ['Bank', invoice.bank],
    ['Bank account', invoice.bankAccount],
  ];
  const ops = [
    show(50, 780, 22, special ? '增值税专用发票' : '增值税普通发票'),
    show(
      50,
      758,
      11,
      `${special ? 'Special' : 'Regular'} VAT invoice - issued by the mock, not a tax document`,
    ),
  ];
  let y = 720;
  for (const [label, value] of rows.filter(([, value]) => value !== '')) {
    ops.push(show(50, y, 11, label), show(190, y, 11, value));
    y -= 20;
  }
  y -= 10;
  ops.push(show(50, y, 11, 'Items'));
  for (const line of order.cartList) {
    y -= 20;
    const amount = ((Math.round(line.productPrice * 100) * line.buyNum) / 100).toFixed(2);
    ops.push(
      show(50, y, 10, line.productName.slice(0, 40)),
      show(400, y, 10, `${line.buyNum} x ${line.productPrice.toFixed(2)} = ${amount}`),
    );
  }
  y -= 30;
  ops.push(show(50, y, 12, 'Total (CNY)'), show(190, y, 12, order.orderPay.toFixed(2)));
  ops.push(show(50, y - 30, 11, 'Seller'), show(190, y - 30, 11, '瑞驰物联 Reach IoT'));
  return ops.join('\n');
}

export function invoicePdf(invoice: Invoice, order: Order): Buffer {
  const content = contentOf(invoice, order);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 7 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light-UniGB-UCS2-H /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 8 0 R /DW 1000 >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ];
  // Everything above is ASCII, so string lengths are byte offsets.
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

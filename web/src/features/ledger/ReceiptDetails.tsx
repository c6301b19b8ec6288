// The receipt Byte attached to a transaction: a small disclosure under the description.
import type { ReceiptDto } from '../../../../core/ledger/api.ts';
import { formatCents } from '../../lib/format.ts';
import './shared-parts.css';

/** `currency`: the transaction's (a Malaysian receipt is in ringgit) */
export function ReceiptDetails({ receipt, currency }: { receipt: ReceiptDto; currency: string }) {
  return (
    <details className="receipt-details" data-testid="receipt-details">
      <summary>Receipt{receipt.matchedExisting ? ' attached' : ''}</summary>
      <dl>
        {receipt.merchant && (
          <>
            <dt>Merchant</dt>
            <dd>{receipt.merchant}</dd>
          </>
        )}
        {receipt.date && (
          <>
            <dt>Date</dt>
            <dd>{receipt.date}</dd>
          </>
        )}
        {receipt.totalCents !== null && (
          <>
            <dt>Total</dt>
            <dd>{formatCents(receipt.totalCents, currency)}</dd>
          </>
        )}
        {receipt.taxCents !== null && (
          <>
            <dt>Tax</dt>
            <dd>{formatCents(receipt.taxCents, currency)}</dd>
          </>
        )}
        {receipt.paymentMethod && (
          <>
            <dt>Paid with</dt>
            <dd>{receipt.paymentMethod}</dd>
          </>
        )}
      </dl>
      {receipt.items.length > 0 && (
        <ul className="receipt-items">
          {receipt.items.map((item, i) => (
            <li key={i}>
              <span>
                {item.quantity && item.quantity !== 1 ? `${item.quantity} × ` : ''}
                {item.description}
              </span>
              <span className="num">{formatCents(item.amountCents, currency)}</span>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

import legal from '../../content/settlement.ja.md';
import { LegalDocumentPage } from '../components/legal-document-page';

export default function SettlementPage() {
  return <LegalDocumentPage docId="settlement" document={legal} />;
}

import legal from '../../content/SpecifiedCommercial.ja.md';
import { LegalDocumentPage } from '../components/legal-document-page';

export default function SpecifiedCommercialPage() {
  return <LegalDocumentPage docId="SpecifiedCommercial" document={legal} />;
}

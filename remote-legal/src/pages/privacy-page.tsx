import legal from '../../content/privacy.ja.md';
import { LegalDocumentPage } from '../components/legal-document-page';

export default function PrivacyPage() {
  return <LegalDocumentPage docId="privacy" document={legal} />;
}

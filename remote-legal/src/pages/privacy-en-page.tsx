import legal from '../../content/privacy.en.md';
import { LegalDocumentPage } from '../components/legal-document-page';

export default function PrivacyEnPage() {
  return <LegalDocumentPage docId="privacy_en" document={legal} />;
}

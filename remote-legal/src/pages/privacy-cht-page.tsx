import legal from '../../content/privacy.zh-Hant.md';
import { LegalDocumentPage } from '../components/legal-document-page';

export default function PrivacyChtPage() {
  return <LegalDocumentPage docId="privacy_cht" document={legal} />;
}

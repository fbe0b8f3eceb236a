import { describeServiceStartup } from '@orbita/service-kit/testing';
import { aiVisionService } from '@orbita/ai-vision';

describeServiceStartup(aiVisionService);
